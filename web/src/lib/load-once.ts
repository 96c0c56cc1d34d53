/**
 * A module (or anything else) fetched once per page on first use: every call shares the same request, and a failed
 * request is forgotten so that the next call tries again (a flaky connection must not break the feature for good).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

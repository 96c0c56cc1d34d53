import { DEFAULT_CHANNEL } from '@cuida/domain';
import { TopLevelCategoriesDocument } from '@/gql/graphql';
import { queryGateway } from '@/lib/gateway';

// The catalogue is read at request time; caching and revalidation come with the catalogue pages.
export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const result = await queryGateway(TopLevelCategoriesDocument, { channel: DEFAULT_CHANNEL });
  return (
    <main className="home">
      <h1>Cuida</h1>
      <p>Tu farmacia en línea: medicamentos, cuidado personal y bienestar.</p>
      <h2>Categorías</h2>
      {result.ok ? (
        <ul aria-label="Categorías" data-testid="categories">
          {result.data.categories?.edges.map(({ node }) => (
            <li key={node.id}>{node.name}</li>
          ))}
        </ul>
      ) : (
        <p role="alert">No pudimos cargar las categorías. Por favor, vuelve a intentarlo en unos minutos.</p>
      )}
    </main>
  );
}

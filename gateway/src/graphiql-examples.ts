/** What GraphiQL opens with: the main journeys, runnable as they are against the sandbox. */
export const GRAPHIQL_EXAMPLES = `# Cuida's GraphQL API. Pick an operation with the ▶ button.

query TopLevelCategories {
  categories(first: 100, level: 0, filter: { metadata: [{ key: "channel", value: "feria-cuida" }] }) {
    totalCount
    edges { node { id name slug } }
  }
}

query CategoryListing {
  products(first: 24, channel: "feria-cuida", filter: { categories: [] }) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      node {
        name
        slug
        thumbnail(size: 400) { url }
        pricing { priceRange { start { gross { amount currency } } } }
      }
    }
  }
}
`;

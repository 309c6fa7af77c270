import '@apollo/client';

// Declares the client-wide error policies of client.ts so hook result types match them.
declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'none';
      }
    }
  }
}

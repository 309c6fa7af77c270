/** The texts of the NetSuite tools. */
export const NOT_CONNECTED_MESSAGE =
  'The accounting system is not connected: set NETSUITE_ACCOUNT_ID, NETSUITE_CONSUMER_KEY, ' +
  'NETSUITE_CONSUMER_SECRET, NETSUITE_TOKEN_ID and NETSUITE_TOKEN_SECRET on the server.';

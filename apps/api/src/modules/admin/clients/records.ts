export interface ClientInput {
  name: string;
  shortName: string;
  quickbooksCustomerName: string | null;
}

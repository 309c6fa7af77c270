import { AzureBlobStorage } from './azure-storage.ts';
import { startAzurite } from './azurite.testing.ts';
import { describeBlobStorageContract } from './blob-storage.contract.ts';

describeBlobStorageContract(
  'Azure Blob against Azurite',
  async () => {
    const azurite = await startAzurite();
    return {
      storage: (clock) => new AzureBlobStorage(azurite.connectionString, clock),
      absolute: (url) => url,
      stop: () => azurite.stop(),
    };
  },
  { bindsContentType: false },
);

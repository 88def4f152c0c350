import { Page, RoleNote } from '@/components/ui/page.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { TransferRequests } from './transfer-requests.tsx';
import { TransferWindows } from './transfer-windows.tsx';

export default function TransfersScreen() {
  const { isOrganiser } = useAuth();
  return (
    <Page title="Transfers">
      {!isOrganiser && (
        <RoleNote>Only organisers can approve or reject transfers and create transfer windows.</RoleNote>
      )}
      <Tabs defaultValue="requests">
        <TabsList className="max-w-md">
          <TabsTrigger value="requests">Transfer Requests</TabsTrigger>
          <TabsTrigger value="windows">Transfer Windows</TabsTrigger>
        </TabsList>
        <TabsContent value="requests">
          <TransferRequests canDecide={isOrganiser} />
        </TabsContent>
        <TabsContent value="windows">
          <TransferWindows canCreate={isOrganiser} />
        </TabsContent>
      </Tabs>
    </Page>
  );
}

// The web UI primitives (web/src/components/ui), each in its states.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Label } from '@/components/ui/label.tsx';
import { EmptyState } from '@/components/ui/page.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { CardSkeletons } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { Toaster } from '@/components/ui/toaster.tsx';
import { toast } from '@/lib/toast.ts';

function Gallery() {
  const [league, setLeague] = useState('');
  return (
    <div className="grid max-w-3xl gap-6 p-6">
      <div className="flex flex-wrap gap-2">
        <Button>Default</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="destructive">Delete</Button>
        <Button variant="link">Link</Button>
        <Button disabled>Disabled</Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge>Active</Badge>
        <Badge variant="info">Scheduled</Badge>
        <Badge variant="secondary">Inactive</Badge>
        <Badge variant="outline">Weight: 5</Badge>
        <Badge variant="destructive">rejected</Badge>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Winter League</CardTitle>
          <CardDescription>2026/27</CardDescription>
        </CardHeader>
        <CardContent>Card content</CardContent>
        <CardFooter>
          <Button size="sm">View Divisions</Button>
        </CardFooter>
      </Card>
      <TextField label="Name" defaultValue="" error="Name is required" />
      <SelectField
        label="League"
        value={league}
        onValueChange={setLeague}
        options={[
          { value: '1', label: 'Winter League - 2026/27' },
          { value: '2', label: 'Summer Cup - 2027' },
        ]}
      />
      <div className="flex items-center gap-2">
        <Checkbox id="ui-public" defaultChecked />
        <Label htmlFor="ui-public">Public</Label>
      </div>
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">Transfer Requests</TabsTrigger>
          <TabsTrigger value="b">Transfer Windows</TabsTrigger>
        </TabsList>
        <TabsContent value="a">First tab</TabsContent>
        <TabsContent value="b">Second tab</TabsContent>
      </Tabs>
      <EmptyState>No leagues yet. Create your first league to get started.</EmptyState>
      <Spinner />
      <CardSkeletons />
    </div>
  );
}

function Toasts() {
  return (
    <div className="flex gap-2 p-6">
      <Button onClick={() => toast({ title: 'Success', description: 'League created successfully' })}>
        Success toast
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast({ title: 'Error', description: 'Failed to create league', variant: 'destructive' })
        }
      >
        Error toast
      </Button>
      <Toaster />
    </div>
  );
}

function Dialogs({ kind }: { kind: 'dialog' | 'confirm' }) {
  const [open, setOpen] = useState(true);
  if (kind === 'confirm') {
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Fixture"
        description="Are you sure you want to delete this fixture? This action cannot be undone."
        onConfirm={() => setOpen(false)}
      />
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Red Lions - Roster</DialogTitle>
          <DialogDescription>Manage team players</DialogDescription>
        </DialogHeader>
        <p className="text-muted-foreground">
          No players in this team yet. Add players to build your roster.
        </p>
      </DialogContent>
    </Dialog>
  );
}

const meta = { title: 'Web/UI', component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primitives: Story = {};
export const ToastMessages: Story = { render: () => <Toasts /> };
export const DialogOpen: Story = { render: () => <Dialogs kind="dialog" /> };
export const DeleteConfirmation: Story = { render: () => <Dialogs kind="confirm" /> };

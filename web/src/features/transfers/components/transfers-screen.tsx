import { Page } from '../../../components/ui/page.tsx';

export default function TransfersScreen() {
  return <Page title="Transfers">{null}</Page>;
}

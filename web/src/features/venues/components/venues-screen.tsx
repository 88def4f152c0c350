import { Page } from '../../../components/ui/page.tsx';

export default function VenuesScreen() {
  return <Page title="Venues">{null}</Page>;
}

import { Page } from '../../../components/ui/page.tsx';

export default function SponsorsScreen() {
  return <Page title="Sponsors">{null}</Page>;
}

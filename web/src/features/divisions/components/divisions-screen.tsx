import { Page } from '../../../components/ui/page.tsx';

export default function DivisionsScreen() {
  return <Page title="Divisions">{null}</Page>;
}

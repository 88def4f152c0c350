import { Page } from '../../../components/ui/page.tsx';

export default function TeamsScreen() {
  return <Page title="Teams">{null}</Page>;
}

import { Page } from '../../../components/ui/page.tsx';

export default function PlayersScreen() {
  return <Page title="Players">{null}</Page>;
}

import { Page } from '../../../components/ui/page.tsx';

export default function WallboardsScreen() {
  return <Page title="Wallboards">{null}</Page>;
}

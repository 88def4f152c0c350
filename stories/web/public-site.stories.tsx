import type { Meta, StoryObj } from '@storybook/react-vite';
import { PublicSite } from '../../web/public-site/src/public-site.tsx';
import '../../web/public-site/site.css';
import { sitePages } from './public-site-sample-data.ts';

const meta = { title: 'Web/Public site', component: PublicSite } satisfies Meta<typeof PublicSite>;
export default meta;
type Story = StoryObj<typeof meta>;

export const League: Story = { args: sitePages.League };
export const Division: Story = { args: sitePages.Division };
export const Team: Story = { args: sitePages.Team };
export const Player: Story = { args: sitePages.Player };
export const Fixture: Story = { args: sitePages.Fixture };
export const Cup: Story = { args: sitePages.Cup };
export const NotFound: Story = { args: sitePages.NotFound };

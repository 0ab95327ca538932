/** What an Upgrade button says, wherever it is drawn (UpgradeButton.astro, row-upgrades.ts). */
export const UPGRADE_TEXT = 'Upgrade';

/** Its accessible name: which track's license it upgrades. */
export const upgradeLabel = (title: string): string => `Upgrade your license of ${title}`;

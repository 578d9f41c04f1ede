// A trade's picture, chosen by its brand-independent category (Profession.category: the same key in
// every brand and language), so "Loodgieter" and "Plumbing" show the same drop. A trade of no known
// category shows a wrench. Decorative: the trade's name is always written beside it.
import type { LucideIcon } from 'lucide-react';
import AppWindow from 'lucide-react/icons/app-window';
import Bath from 'lucide-react/icons/bath';
import BrickWall from 'lucide-react/icons/brick-wall';
import CookingPot from 'lucide-react/icons/cooking-pot';
import DraftingCompass from 'lucide-react/icons/drafting-compass';
import Drill from 'lucide-react/icons/drill';
import Droplets from 'lucide-react/icons/droplets';
import Flame from 'lucide-react/icons/flame';
import Grid2x2 from 'lucide-react/icons/grid-2x2';
import Grid3x3 from 'lucide-react/icons/grid-3x3';
import Hammer from 'lucide-react/icons/hammer';
import House from 'lucide-react/icons/house';
import KeyRound from 'lucide-react/icons/key-round';
import Layers from 'lucide-react/icons/layers';
import PaintRoller from 'lucide-react/icons/paint-roller';
import PlugZap from 'lucide-react/icons/plug-zap';
import Shrub from 'lucide-react/icons/shrub';
import Sparkles from 'lucide-react/icons/sparkles';
import SprayCan from 'lucide-react/icons/spray-can';
import ThermometerSnowflake from 'lucide-react/icons/thermometer-snowflake';
import Truck from 'lucide-react/icons/truck';
import Wrench from 'lucide-react/icons/wrench';
import { Icon } from './icon.tsx';

export const TRADE_ICONS: Readonly<Record<string, LucideIcon>> = {
  plumbing: Droplets,
  electrical: PlugZap,
  heating: Flame,
  bathrooms: Bath,
  roofing: House,
  bricklaying: BrickWall,
  glazing: AppWindow,
  insulation: ThermometerSnowflake,
  architecture: DraftingCompass,
  painting: PaintRoller,
  carpentry: Hammer,
  tiling: Grid3x3,
  plastering: Layers,
  flooring: Grid2x2,
  kitchens: CookingPot,
  gardening: Shrub,
  'window-cleaning': SprayCan,
  handyman: Drill,
  locksmiths: KeyRound,
  removals: Truck,
  cleaning: Sparkles,
};

export function tradeIconOf(category: string | null | undefined): LucideIcon {
  return (category && Object.hasOwn(TRADE_ICONS, category) ? TRADE_ICONS[category] : undefined) ?? Wrench;
}

export function TradeIcon({ category, className }: { category: string | null | undefined; className?: string }) {
  const icon = tradeIconOf(category);
  return (
    <span className={className ? `trade-icon ${className}` : 'trade-icon'} data-category={category ?? undefined}>
      <Icon icon={icon} />
    </span>
  );
}

// A trade's picture, chosen by its brand-independent category (Profession.category: the same key in
// every brand and language), so "Loodgieter" and "Plumbing" show the same drop. A trade of no known
// category shows a wrench. Decorative: the trade's name is always written beside it.
import {
  AppWindow,
  Bath,
  BrickWall,
  CookingPot,
  DraftingCompass,
  Drill,
  Droplets,
  Flame,
  Grid2x2,
  Grid3x3,
  Hammer,
  House,
  KeyRound,
  Layers,
  type LucideIcon,
  PaintRoller,
  PlugZap,
  Shrub,
  Sparkles,
  SprayCan,
  ThermometerSnowflake,
  Truck,
  Wrench,
} from 'lucide-react';
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

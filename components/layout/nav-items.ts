import {
  BadgePercent,
  Bell,
  Briefcase,
  Building2,
  CalendarRange,
  Eye,
  Inbox,
  LayoutDashboard,
  Plane,
  Settings,
  Wallet,
} from "lucide-react";

export const NAV_ITEMS = [
  { href: "/dashboard", label: "Home", icon: LayoutDashboard },
  { href: "/flights", label: "Flights", icon: Plane },
  { href: "/hotels", label: "Hotels", icon: Building2 },
  { href: "/cards", label: "Cards", icon: BadgePercent },
  { href: "/accounts", label: "Accounts", icon: Wallet },
  { href: "/timeline", label: "Timeline", icon: CalendarRange },
  { href: "/inbox", label: "Inbox", icon: Inbox },
  { href: "/business", label: "Business", icon: Briefcase },
  { href: "/watches", label: "Watches", icon: Eye },
  { href: "/notifications", label: "Notifications", icon: Bell },
  // Password, sign-out everywhere, your data and deleting the account: one click from every page.
  { href: "/settings", label: "Settings", icon: Settings },
] as const;

// The admin sidebar's icons, one per page of admin.nav.ts (loaded with the admin layout only).
import type { LucideIcon } from 'lucide-react';
import {
  ArrowDownToLine,
  BookOpen,
  Building2,
  ClipboardList,
  Coins,
  FileText,
  Flag,
  GraduationCap,
  LayoutDashboard,
  Library,
  Mail,
  Newspaper,
  Receipt,
  Scale,
  Settings,
  ShoppingBag,
  Users,
} from 'lucide-react';
import type { AdminPagePath } from './admin.nav';

export const adminPageIcons: Record<AdminPagePath, LucideIcon> = {
  documents: FileText,
  universities: Building2,
  subjects: Library,
  courses: GraduationCap,
  textbooks: BookOpen,
  users: Users,
  withdrawals: ArrowDownToLine,
  orders: ShoppingBag,
  'points-transactions': Coins,
  'points-orders': Receipt,
  reports: Flag,
  settings: Settings,
  emails: Mail,
  scholarships: ClipboardList,
  'legal-notice': Scale,
  'blog-management': Newspaper,
};

export const adminOverviewIcon: LucideIcon = LayoutDashboard;

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

export interface AdminPage {
  path: string;
  title: string;
  icon: LucideIcon;
}

/** The admin sub-pages of spec 1 section 2; the index is the overview (also at /admin/dashboard). */
export const adminPages: AdminPage[] = [
  { path: 'documents', title: 'Documents', icon: FileText },
  { path: 'universities', title: 'Universities', icon: Building2 },
  { path: 'subjects', title: 'Subjects', icon: Library },
  { path: 'courses', title: 'Courses', icon: GraduationCap },
  { path: 'textbooks', title: 'Textbooks', icon: BookOpen },
  { path: 'users', title: 'Users', icon: Users },
  { path: 'withdrawals', title: 'Withdrawals', icon: ArrowDownToLine },
  { path: 'orders', title: 'Orders', icon: ShoppingBag },
  { path: 'points-transactions', title: 'Points transactions', icon: Coins },
  { path: 'points-orders', title: 'Points orders', icon: Receipt },
  { path: 'reports', title: 'Reports', icon: Flag },
  { path: 'settings', title: 'Settings', icon: Settings },
  { path: 'emails', title: 'Emails', icon: Mail },
  { path: 'scholarships', title: 'Scholarships', icon: ClipboardList },
  { path: 'legal-notice', title: 'Legal notices', icon: Scale },
  { path: 'blog-management', title: 'Blog management', icon: Newspaper },
];

export const adminOverview = { title: 'Overview', icon: LayoutDashboard };

import type { LucideIcon } from 'lucide-react';
import {
  BookOpenCheck,
  Bot,
  CreditCard,
  FileText,
  GraduationCap,
  HelpCircle,
  Layers,
  LayoutDashboard,
  MessagesSquare,
  PenLine,
  PenTool,
  Receipt,
  Settings,
  Wallet,
} from 'lucide-react';
import type { DashboardMode } from './dashboard.store';

export interface SidebarEntry {
  label: string;
  to: string;
  icon: LucideIcon;
  end?: boolean;
}

/** Spec 2 section 2.1. */
export const studentEntries: SidebarEntry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, end: true },
  { label: 'My Documents', to: '/dashboard/documents', icon: FileText },
  { label: 'Document Chat', to: '/dashboard/document-chat', icon: MessagesSquare },
  { label: 'Homework Helper', to: '/dashboard/ai-homework-helper', icon: Bot },
  { label: 'AI Writer', to: '/dashboard/ai-writer', icon: PenLine },
  { label: 'Flashcards', to: '/dashboard/ai-flashcard-maker', icon: Layers },
  { label: 'Test Prep', to: '/dashboard/test-prep', icon: GraduationCap },
  { label: 'Editor', to: '/dashboard/xyeditor', icon: PenTool },
  { label: 'Wallet', to: '/dashboard/wallet', icon: Wallet },
  { label: 'Subscription', to: '/dashboard/subscription', icon: CreditCard },
];

export const sellerEntries: SidebarEntry[] = [
  { label: 'Overview', to: '/dashboard/seller-dashboard', icon: LayoutDashboard },
  { label: 'My Documents', to: '/dashboard/seller-documents', icon: FileText },
  { label: 'Document Chat', to: '/dashboard/document-chat', icon: MessagesSquare },
  { label: 'Orders', to: '/dashboard/seller-orders', icon: Receipt },
  { label: 'Wallet', to: '/dashboard/wallet-seller', icon: Wallet },
];

export const bottomEntries: SidebarEntry[] = [
  { label: 'Settings', to: '/dashboard/settings', icon: Settings },
  { label: 'Help', to: '/dashboard/help', icon: HelpCircle },
];

export function entriesFor(mode: DashboardMode): SidebarEntry[] {
  return mode === 'seller' ? sellerEntries : studentEntries;
}

/** The slim sidebar on public pages for signed-in users. */
export const slimEntries: SidebarEntry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, end: true },
  { label: 'My Documents', to: '/dashboard/documents', icon: FileText },
  { label: 'Document Chat', to: '/dashboard/document-chat', icon: MessagesSquare },
  { label: 'Homework Helper', to: '/dashboard/ai-homework-helper', icon: Bot },
  { label: 'Flashcards', to: '/dashboard/ai-flashcard-maker', icon: Layers },
  { label: 'Test Prep', to: '/dashboard/test-prep', icon: BookOpenCheck },
  { label: 'AI Writer', to: '/dashboard/ai-writer', icon: PenLine },
  { label: 'Wallet', to: '/dashboard/wallet', icon: Wallet },
];

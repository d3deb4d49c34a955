import type { ComponentProps } from "react";
import {
  AppstoreOutlined as AntAppstoreOutlined,
  ArrowDownOutlined as AntArrowDownOutlined,
  ArrowLeftOutlined as AntArrowLeftOutlined,
  ArrowUpOutlined as AntArrowUpOutlined,
  AuditOutlined as AntAuditOutlined,
  BoldOutlined as AntBoldOutlined,
  CalendarOutlined as AntCalendarOutlined,
  CheckCircleOutlined as AntCheckCircleOutlined,
  CloseCircleOutlined as AntCloseCircleOutlined,
  CopyOutlined as AntCopyOutlined,
  DashboardOutlined as AntDashboardOutlined,
  DatabaseOutlined as AntDatabaseOutlined,
  DeleteOutlined as AntDeleteOutlined,
  DownloadOutlined as AntDownloadOutlined,
  DownOutlined as AntDownOutlined,
  EditOutlined as AntEditOutlined,
  ExclamationCircleFilled as AntExclamationCircleFilled,
  FileImageOutlined as AntFileImageOutlined,
  FilePdfOutlined as AntFilePdfOutlined,
  FileProtectOutlined as AntFileProtectOutlined,
  FileTextOutlined as AntFileTextOutlined,
  FolderAddOutlined as AntFolderAddOutlined,
  FolderOpenOutlined as AntFolderOpenOutlined,
  GlobalOutlined as AntGlobalOutlined,
  HolderOutlined as AntHolderOutlined,
  ItalicOutlined as AntItalicOutlined,
  KeyOutlined as AntKeyOutlined,
  LinkOutlined as AntLinkOutlined,
  LockOutlined as AntLockOutlined,
  LogoutOutlined as AntLogoutOutlined,
  InboxOutlined as AntInboxOutlined,
  MailOutlined as AntMailOutlined,
  NotificationOutlined as AntNotificationOutlined,
  MenuFoldOutlined as AntMenuFoldOutlined,
  MenuUnfoldOutlined as AntMenuUnfoldOutlined,
  OrderedListOutlined as AntOrderedListOutlined,
  PictureOutlined as AntPictureOutlined,
  PlusOutlined as AntPlusOutlined,
  PushpinFilled as AntPushpinFilled,
  RedoOutlined as AntRedoOutlined,
  SafetyOutlined as AntSafetyOutlined,
  SaveOutlined as AntSaveOutlined,
  SearchOutlined as AntSearchOutlined,
  SettingOutlined as AntSettingOutlined,
  SmileOutlined as AntSmileOutlined,
  SolutionOutlined as AntSolutionOutlined,
  StopOutlined as AntStopOutlined,
  SwapOutlined as AntSwapOutlined,
  TeamOutlined as AntTeamOutlined,
  UndoOutlined as AntUndoOutlined,
  UnorderedListOutlined as AntUnorderedListOutlined,
  UploadOutlined as AntUploadOutlined,
  UserOutlined as AntUserOutlined,
  UserSwitchOutlined as AntUserSwitchOutlined,
} from "@ant-design/icons";

type IconComponent = typeof AntPlusOutlined;

/**
 * The back office's icons (the only module that imports `@ant-design/icons`, as the lint rule
 * says). Ant Design's icons name themselves to screen readers (`role="img"`, `aria-label` the
 * icon's file name), so that a button read "folder-open Choose from library". Here an icon is
 * hidden from them, since it sits beside the text that says what it means or in a control that
 * has its own `aria-label`; an icon that means something by itself (a "pinned" mark) is given its
 * `aria-label` and then shows as the image it is.
 */
function silent(Icon: IconComponent): IconComponent {
  function SilentIcon(props: ComponentProps<IconComponent>) {
    return props["aria-label"] ? (
      <Icon role="img" {...props} />
    ) : (
      <Icon aria-hidden="true" role={undefined} aria-label={undefined} {...props} />
    );
  }
  SilentIcon.displayName = Icon.displayName;
  return SilentIcon as IconComponent;
}

export const AppstoreOutlined = silent(AntAppstoreOutlined);
export const ArrowDownOutlined = silent(AntArrowDownOutlined);
export const ArrowLeftOutlined = silent(AntArrowLeftOutlined);
export const ArrowUpOutlined = silent(AntArrowUpOutlined);
export const AuditOutlined = silent(AntAuditOutlined);
export const BoldOutlined = silent(AntBoldOutlined);
export const CalendarOutlined = silent(AntCalendarOutlined);
export const CheckCircleOutlined = silent(AntCheckCircleOutlined);
export const CloseCircleOutlined = silent(AntCloseCircleOutlined);
export const CopyOutlined = silent(AntCopyOutlined);
export const DashboardOutlined = silent(AntDashboardOutlined);
export const DatabaseOutlined = silent(AntDatabaseOutlined);
export const DeleteOutlined = silent(AntDeleteOutlined);
export const DownloadOutlined = silent(AntDownloadOutlined);
export const DownOutlined = silent(AntDownOutlined);
export const EditOutlined = silent(AntEditOutlined);
export const ExclamationCircleFilled = silent(AntExclamationCircleFilled);
export const FileImageOutlined = silent(AntFileImageOutlined);
export const FilePdfOutlined = silent(AntFilePdfOutlined);
export const FileProtectOutlined = silent(AntFileProtectOutlined);
export const FileTextOutlined = silent(AntFileTextOutlined);
export const FolderAddOutlined = silent(AntFolderAddOutlined);
export const FolderOpenOutlined = silent(AntFolderOpenOutlined);
export const GlobalOutlined = silent(AntGlobalOutlined);
export const HolderOutlined = silent(AntHolderOutlined);
export const ItalicOutlined = silent(AntItalicOutlined);
export const KeyOutlined = silent(AntKeyOutlined);
export const LinkOutlined = silent(AntLinkOutlined);
export const LockOutlined = silent(AntLockOutlined);
export const LogoutOutlined = silent(AntLogoutOutlined);
export const InboxOutlined = silent(AntInboxOutlined);
export const MailOutlined = silent(AntMailOutlined);
export const NotificationOutlined = silent(AntNotificationOutlined);
export const MenuFoldOutlined = silent(AntMenuFoldOutlined);
export const MenuUnfoldOutlined = silent(AntMenuUnfoldOutlined);
export const OrderedListOutlined = silent(AntOrderedListOutlined);
export const PictureOutlined = silent(AntPictureOutlined);
export const PlusOutlined = silent(AntPlusOutlined);
export const PushpinFilled = silent(AntPushpinFilled);
export const RedoOutlined = silent(AntRedoOutlined);
export const SafetyOutlined = silent(AntSafetyOutlined);
export const SaveOutlined = silent(AntSaveOutlined);
export const SearchOutlined = silent(AntSearchOutlined);
export const SettingOutlined = silent(AntSettingOutlined);
export const SmileOutlined = silent(AntSmileOutlined);
export const SolutionOutlined = silent(AntSolutionOutlined);
export const StopOutlined = silent(AntStopOutlined);
export const SwapOutlined = silent(AntSwapOutlined);
export const TeamOutlined = silent(AntTeamOutlined);
export const UndoOutlined = silent(AntUndoOutlined);
export const UnorderedListOutlined = silent(AntUnorderedListOutlined);
export const UploadOutlined = silent(AntUploadOutlined);
export const UserOutlined = silent(AntUserOutlined);
export const UserSwitchOutlined = silent(AntUserSwitchOutlined);

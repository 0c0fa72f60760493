import { createContext, useContext, type ReactNode } from 'react';
import { canAccess, type Admin, type AdminArea } from '@blynd/shared';

type CurrentAdmin = Admin & { can: (area: AdminArea) => boolean };

const CurrentAdminContext = createContext<CurrentAdmin | null>(null);

/** The signed-in admin for every screen below the layout: name, role and what the role may do. */
export function CurrentAdminProvider({ admin, children }: { admin: Admin; children: ReactNode }) {
  const value: CurrentAdmin = { ...admin, can: (area) => canAccess(admin.role, area) };
  return <CurrentAdminContext.Provider value={value}>{children}</CurrentAdminContext.Provider>;
}

export function useCurrentAdmin(): CurrentAdmin {
  const admin = useContext(CurrentAdminContext);
  if (!admin) throw new Error('useCurrentAdmin is used outside the control centre layout');
  return admin;
}

/** Renders its children only when the signed-in role may use the area (docs/domain-rules.md#control-centre-roles; the server enforces it too). */
export function Can({
  area,
  children,
  fallback = null,
}: {
  area: AdminArea;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCurrentAdmin().can(area) ? <>{children}</> : <>{fallback}</>;
}

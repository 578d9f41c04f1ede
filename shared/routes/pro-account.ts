// §2.7 the professional's money and account: packages, balance, invoices and payments, sponsored
// placement (issue 20), and the account, its team and its settings (issue 18).
import type { RouteDefinition } from '../routes.ts';

export const PRO_ACCOUNT_ROUTES = [
  // §2.7 money (issue 20, decision 063): the packages, buying one, and the balance.
  {
    name: 'proPackageSelection',
    path: '/service-pro/package-selection',
    page: 'ServicePro/PackageSelection',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proPurchasePackageSuccess',
    path: '/service-pro/package-selection/purchase-package/:subscriptionPackageId/success',
    page: 'ServicePro/PurchasePackageSuccess',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proPurchasePackage',
    path: '/service-pro/package-selection/purchase-package/:subscriptionPackageId',
    page: 'ServicePro/PurchasePackage',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proSavingsPackage',
    path: '/service-pro/savings-package',
    page: 'ServicePro/SavingsPackage',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proBalance',
    path: '/service-pro/balance',
    page: 'ServicePro/Balance',
    cache: 'none',
    access: 'pro',
  },
  { name: 'proCoupon', path: '/service-pro/coupon', page: 'ServicePro/Coupon', cache: 'none', access: 'pro' },
  // Invoices and payments (decision 066): `?status=open|paid|all` filters the invoices.
  {
    name: 'proPayInvoices',
    path: '/service-pro/pay-invoices',
    page: 'ServicePro/PayInvoices',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proPayInvoicesTermination',
    path: '/service-pro/pay-invoices/termination',
    page: 'ServicePro/PayInvoicesTermination',
    cache: 'none',
    access: 'pro',
  },
  { name: 'proPayments', path: '/service-pro/payments', page: 'ServicePro/Payments', cache: 'none', access: 'pro' },
  // Saved payment details for automatic collection (decision 068): `?sourcePage=<route name>` (and
  // `packageId`) says where to go back to after saving.
  {
    name: 'proPaymentDetails',
    path: '/service-pro/payment-details',
    page: 'ServicePro/PaymentDetails',
    cache: 'none',
    access: 'pro',
  },
  // §2.7 sponsored placement (decision 067), behind the sponsoredPlacementV2 flag (decision 069).
  {
    name: 'proSponsoredPlacement',
    path: '/service-pro/sponsored-placement',
    page: 'ServicePro/SponsoredPlacement',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proSponsoredPlacementPurchase',
    path: '/service-pro/sponsored-placement/purchase-flow',
    page: 'ServicePro/SponsoredPlacementPurchaseFlow',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proSponsoredPlacementSuccess',
    path: '/service-pro/sponsored-placement/success',
    page: 'ServicePro/SponsoredPlacementSuccess',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proSponsoredPlacementDetails',
    path: '/service-pro/sponsored-placement/:id',
    page: 'ServicePro/SponsoredPlacementDetails',
    cache: 'none',
    access: 'pro',
  },
  // §2.7 the professional's account (issue 18)
  {
    name: 'proManageAccount',
    path: '/service-pro/manage-account',
    page: 'ServicePro/ManageAccount',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proNotificationSettings',
    path: '/service-pro/notification-settings',
    page: 'ServicePro/NotificationSettings',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proDeleteAccount',
    path: '/service-pro/delete-my-account',
    page: 'ServicePro/DeleteMyAccount',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proManageUsers',
    path: '/service-pro/manage-users',
    page: 'ServicePro/ManageUsers',
    cache: 'none',
    access: 'pro',
  },
] as const satisfies readonly RouteDefinition[];

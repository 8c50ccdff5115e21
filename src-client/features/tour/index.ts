// What other features may use from this one; the rest of the folder is its own (decision 113).
export { TourHelpButton } from './TourHelpButton.tsx';
export { TourOffer } from './TourOffer.tsx';
export { DASHBOARD_TOUR } from './dashboard-tour.ts';

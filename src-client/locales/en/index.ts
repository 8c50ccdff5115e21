// The English messages, every namespace: the type the compiler checks keys against and the set the
// other languages must match. At run time English loads per namespace like the others. Server
// errors' English is the shared catalogue the server renders them from (decision 071). Nutrient names
// and portion words (`terms`) are shared in every language: the server says them in its sentences too.
import errors from '../../../src/errors/en.json';
import terms from '../../../src/terms/en.json';
import common from './common.json';
import activity from './activity.json';
import admin from './admin.json';
import auth from './auth.json';
import barcodeScanner from './barcode-scanner.json';
import coach from './coach.json';
import customFoods from './custom-foods.json';
import dashboard from './dashboard.json';
import dataTransfer from './data-transfer.json';
import foodLog from './food-log.json';
import foodSwaps from './food-swaps.json';
import goal from './goal.json';
import home from './home.json';
import landing from './landing.json';
import layout from './layout.json';
import legal from './legal.json';
import mealChatbot from './meal-chatbot.json';
import mealPlans from './meal-plans.json';
import mealPrep from './meal-prep.json';
import mealVisualization from './meal-visualization.json';
import navigation from './navigation.json';
import notFound from './not-found.json';
import nutrients from './nutrients.json';
import nutritionGuide from './nutrition-guide.json';
import offline from './offline.json';
import onboarding from './onboarding.json';
import profileSettings from './profile-settings.json';
import progress from './progress.json';
import recipes from './recipes.json';
import tour from './tour.json';
import water from './water.json';
import weight from './weight.json';

export const en = {
  common,
  errors,
  terms,
  activity,
  admin,
  auth,
  'barcode-scanner': barcodeScanner,
  coach,
  'custom-foods': customFoods,
  dashboard,
  'data-transfer': dataTransfer,
  'food-log': foodLog,
  'food-swaps': foodSwaps,
  goal,
  home,
  landing,
  layout,
  legal,
  'meal-chatbot': mealChatbot,
  'meal-plans': mealPlans,
  'meal-prep': mealPrep,
  'meal-visualization': mealVisualization,
  navigation,
  'not-found': notFound,
  nutrients,
  'nutrition-guide': nutritionGuide,
  offline,
  onboarding,
  'profile-settings': profileSettings,
  progress,
  recipes,
  tour,
  water,
  weight,
};

export type Namespace = keyof typeof en;
export const namespaces = Object.keys(en) as Namespace[];

import { RouterProvider, createBrowserRouter } from 'react-router';
import { IntlRoot } from '../i18n/IntlRoot.tsx';
import { ThemeRoot } from '../theme/ThemeRoot.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <IntlRoot>
      <ThemeRoot>
        <RouterProvider router={router} />
      </ThemeRoot>
    </IntlRoot>
  );
}

// The app's global styles: antd-mobile's CSS variables and base rules, then the theme on top.
import 'antd-mobile/es/global';
import '../theme/theme.css';
import '../theme/access.css';

// React and React Router choose their production or development build from process.env.NODE_ENV when
// they are first imported. The configuration already defaults NODE_ENV to production (env.ts); the process
// must agree before anything imports React, or `npm start` renders every page with React's development
// build, about twice as slow. main.ts imports this first.
process.env.NODE_ENV ||= 'production';

# quit ends the session: nothing after it runs.
$ where
breeds

$ quit

$ where

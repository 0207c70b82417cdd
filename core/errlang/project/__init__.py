"""Projects: programs of several translation units, whole code bases checked in parallel.

* :mod:`~errlang.project.compdb` reads a ``compile_commands.json`` (clang's format);
* :mod:`~errlang.project.discover` makes the programs of a project (each unit defining the
  entry point, linked with the units that define none);
* :mod:`~errlang.project.tasks` checks one program (what a worker runs);
  :mod:`~errlang.project.replays` runs its counterexamples and findings for real (``--replay``);
* :mod:`~errlang.project.executor` runs the tasks in a local process pool,
  :mod:`~errlang.project.ray_executor` on Ray (imported only when asked);
* :mod:`~errlang.project.sarif` and :mod:`~errlang.project.html` write the run's results.
"""

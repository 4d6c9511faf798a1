"""`scripts/bench --baseline REV`: the working tree's release dogsh against an earlier revision's, interleaved.

Every figure is timed with the two binaries alternating run by run (A B, then B A, and so on), never
one block of runs and then the other: on a machine shared with other builds the load changes from
second to second, and a block of runs catches one load where its rival's block catches another.
hyperfine runs each command's runs in one block, so the `-c` figure uses its own loop of
`posix_spawn` and `wait4`, which also gives each run's CPU time (user + system), a figure the load
moves less than the wall clock.

Figures, each beside the baseline's, their ratio and the issue's target:
  a. replay of a 50,000-command navigation script (`--seed 1 --script`), commands per second;
  b. wall time of `dogsh -c 'open labrador; back; quit'`, beside the static hello-world anchor;
  c. time to the first prompt in a pty, beside a bare libedit readline program;
  d. refusing a 20 MB script that lacks a parameter, in MB/s (both binaries, when the baseline has
     script parameters).

Figures b and c also time the working tree's position-dependent twin (linked with `-no-pie` given
on swift build's command line, built into .build-position-dependent, never shipped; Package.swift
links every release position-independent): e56e4c4 was linked `-no-pie`, and this project
keeps position independence (issue 17), so the twin shows which part of a gap is the loader's
relocations and which is dogsh's own.
"""
import os
import statistics
import subprocess
import tempfile
import time

REPLAY_CYCLE = ["open labrador", "back", "search golden", "open 1", "home", "ls 2", "where"]


def baseline_binary(root, swift, revision):
    """The revision's release dogsh, built once into .build-revisions/<short> and kept (a revision never changes)."""
    commit = subprocess.run(["git", "rev-parse", "--short", revision], cwd=root, check=True, capture_output=True, text=True).stdout.strip()
    tree = os.path.join(root, ".build-revisions", commit)
    binary = os.path.join(tree, ".build", "release", "dogsh")
    if not os.path.exists(binary):
        if not os.path.isdir(tree):
            subprocess.run(["git", "worktree", "add", "--detach", tree, commit], cwd=root, check=True, stdout=subprocess.DEVNULL)
        print(f"building {revision} ({commit}) once, into {tree}", flush=True)
        subprocess.run([swift, "build", "-c", "release", "--static-swift-stdlib", "--disable-local-rpath", "--product", "dogsh"],
                       cwd=tree, check=True, stdout=subprocess.DEVNULL)
    return commit, binary


def evict_from_page_cache(paths):
    """Drops each file's pages from the page cache, so every binary is read back the same way (by readahead).

    A binary the linker has just written sits in the cache as it was written, one the cache read
    back sits in larger pieces the kernel maps more of per fault: the same dogsh copied to two
    places differed by 1.1 ms a `-c` run (18 %) until both were evicted (2026-11-26).
    """
    os.sync()
    for path in paths:
        descriptor = os.open(path, os.O_RDONLY)
        try:
            os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(descriptor)


def spawn_and_wait(argv, environment):
    """Wall seconds and CPU seconds (user + system) of one run, output to /dev/null."""
    with open(os.devnull, "wb") as null:
        started = time.perf_counter()
        pid = os.posix_spawn(argv[0], argv, environment,
                             file_actions=[(os.POSIX_SPAWN_DUP2, null.fileno(), 1), (os.POSIX_SPAWN_DUP2, null.fileno(), 2)])
        _, status, usage = os.wait4(pid, 0)
        wall = time.perf_counter() - started
    return wall, usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status)


def interleaved(programs, environment, runs, warmup=3):
    """Each program's (wall, cpu) seconds over `runs` rounds, their order reversed every other round."""
    names = list(programs)
    for _ in range(warmup):
        for name in names:
            spawn_and_wait(programs[name], environment)
    times = {name: [] for name in names}
    for round_number in range(runs):
        for name in (names if round_number % 2 == 0 else reversed(names)):
            wall, cpu, _ = spawn_and_wait(programs[name], environment)
            times[name].append((wall, cpu))
    return times


def median_and_spread(values):
    """The median and the interquartile range of some values."""
    if len(values) < 4:
        return statistics.median(values), min(values), max(values)
    quartiles = statistics.quantiles(values, n=4)
    return statistics.median(values), quartiles[0], quartiles[2]


def verdict(value, target, below):
    met = value <= target if below else value >= target
    return f"target {'<=' if below else '>='} {target}x: {'met' if met else 'NOT met'}"


def figure_line(label, ours, theirs, unit, ratio, target, below, decimals=1):
    """One figure: ours (median, spread) beside the baseline's, the ratio and the target."""
    def shown(values):
        median, low, high = values
        return f"{median:,.{decimals}f} {unit} [{low:,.{decimals}f}–{high:,.{decimals}f}]"
    return f"   {label:<34} {shown(ours):>30}  {shown(theirs):>30}  {ratio:5.2f}x  ({verdict(round(ratio, 2), target, below)})"


def replay_figure(binaries, environment, work, runs, commands=50_000):
    """a. Replay throughput, the binaries alternating; the ratio is ours over the baseline's commands per second."""
    script = os.path.join(work, "replay.dogsh")
    with open(script, "w") as file:
        file.write("\n".join(REPLAY_CYCLE[index % len(REPLAY_CYCLE)] for index in range(commands)) + "\n")
    programs = {name: [binary, "--seed", "1", "--script", script] for name, binary in binaries.items()}
    times = interleaved(programs, environment, runs, warmup=1)
    rates = {name: median_and_spread([commands / wall for wall, _ in values]) for name, values in times.items()}
    cpu = {name: statistics.median(cpu for _, cpu in values) for name, values in times.items()}
    ours, theirs = rates["working tree"], rates["baseline"]
    print(figure_line(f"a. replay, {commands:,} commands", ours, theirs, "cmd/s", ours[0] / theirs[0], 1.0, below=False, decimals=0))
    print(f"      CPU time per run (user + system), medians: {cpu['working tree']:.2f} s against {cpu['baseline']:.2f} s"
          f" -> {cpu['baseline'] / cpu['working tree']:.2f}x the baseline's throughput by CPU time")


def twin_line(twin_value, ours, theirs, unit, decimals):
    """What the position-dependent twin took, its ratio to the baseline, and what PIE costs the working tree."""
    return (f"      position-dependent twin (not shipped) {twin_value:.{decimals}f} {unit}: {twin_value / theirs:.2f}x the baseline;"
            f" position independence costs {ours - twin_value:.{decimals}f} {unit} ({ours / twin_value:.2f}x)")


def command_figure(binaries, twin, environment, hello, runs):
    """b. `-c 'open labrador; back; quit'`, the binaries, the twin and the hello-world anchor alternating."""
    programs = {name: [binary, "-c", "open labrador; back; quit"] for name, binary in binaries.items()}
    programs["twin"] = [twin, "-c", "open labrador; back; quit"]
    programs["hello"] = [hello]
    times = interleaved(programs, environment, runs)
    wall = {name: median_and_spread([wall * 1000 for wall, _ in values]) for name, values in times.items()}
    cpu = {name: statistics.median(cpu * 1000 for _, cpu in values) for name, values in times.items()}
    ours, theirs = wall["working tree"], wall["baseline"]
    print(figure_line("b. -c 'open labrador; back; quit'", ours, theirs, "ms", ours[0] / theirs[0], 1.1, below=True, decimals=2))
    print(f"      static hello world {wall['hello'][0]:.2f} ms: working tree {ours[0] / wall['hello'][0]:.2f}x, baseline"
          f" {theirs[0] / wall['hello'][0]:.2f}x the anchor; CPU time medians {cpu['working tree']:.2f} ms against"
          f" {cpu['baseline']:.2f} ms -> {cpu['working tree'] / cpu['baseline']:.2f}x")
    print(twin_line(wall["twin"][0], ours[0], theirs[0], "ms", 2))


def prompt_figure(binaries, twin, environment, bare, runs, prompt_medians):
    """c. First prompt in a pty: each program in turn, every round (scripts/bench's harness)."""
    programs = {name: [binary] for name, binary in binaries.items()}
    programs["twin"] = [twin]
    programs["bare readline"] = [bare]
    medians = prompt_medians(programs, environment, runs)
    bare_ms = medians["bare readline"]
    ours, theirs = medians["working tree"], medians["baseline"]
    print(f"   {'c. first prompt in a pty':<34} {ours:>24.2f} ms  {theirs:>24.2f} ms  {ours / theirs:5.2f}x"
          f"  (bare readline {bare_ms:.2f} ms: ours {ours / bare_ms:.2f}x, baseline {theirs / bare_ms:.2f}x;"
          f" {verdict(round(ours / bare_ms, 2), 1.3, below=True)} bare readline)")
    print(twin_line(medians["twin"], ours, theirs, "ms", 2) + f"; the twin {medians['twin'] / bare_ms:.2f}x bare readline")


def scan_figure(binaries, environment, work, runs):
    """d. A 20 MB script that lacks one parameter, refused: megabytes per second of script."""
    script = os.path.join(work, "parameters.dogsh")
    cycle = REPLAY_CYCLE[:3] + ["open {breed}"] + REPLAY_CYCLE[3:]
    lines, size = [], 0
    while size < 20_000_000:
        line = cycle[len(lines) % len(cycle)]
        lines.append(line)
        size += len(line) + 1
    with open(script, "w") as file:
        file.write("\n".join(lines) + "\n")
    megabytes = os.path.getsize(script) / 1e6
    knowing = {name: binary for name, binary in binaries.items()
               if spawn_and_wait([binary, "--script", script], environment)[2] == 64}
    if not knowing:
        return
    programs = {name: [binary, "--script", script] for name, binary in knowing.items()}
    times = interleaved(programs, environment, runs, warmup=1)
    rates = {name: median_and_spread([megabytes / wall for wall, _ in values]) for name, values in times.items()}
    cpu_rates = {name: statistics.median(megabytes / cpu for _, cpu in values) for name, values in times.items()}
    ours = rates["working tree"]
    if "baseline" in rates:
        theirs = rates["baseline"]
        print(figure_line(f"d. refuse a {megabytes:.0f} MB script", ours, theirs, "MB/s", ours[0] / theirs[0], 1.0, below=False, decimals=0))
    else:
        print(f"   d. refuse a {megabytes:.0f} MB script lacking a parameter: {ours[0]:,.0f} MB/s [{ours[1]:,.0f}–{ours[2]:,.0f}]"
              f" (the baseline has no script parameters)")
    print("      by CPU time: " + ", ".join(f"{name} {rate:,.0f} MB/s" for name, rate in cpu_rates.items())
          + f" (target >= 200 MB/s: {'met' if ours[0] >= 200 else 'NOT met'} by the wall clock)")


def compare_with_baseline(root, swift, revision, runs, helpers):
    """Builds both binaries and prints the four figures; `helpers` are scripts/bench's harness functions."""
    commit, baseline = baseline_binary(root, swift, revision)
    release = [swift, "build", "-c", "release", "--static-swift-stdlib", "--disable-local-rpath", "--product", "dogsh"]
    subprocess.run(release, cwd=root, check=True, stdout=subprocess.DEVNULL)
    twin_folder = os.path.join(root, ".build-position-dependent")
    subprocess.run(release + ["--scratch-path", twin_folder, "-Xswiftc", "-Xclang-linker", "-Xswiftc", "-no-pie"],
                   cwd=root, check=True, stdout=subprocess.DEVNULL)
    twin = os.path.join(twin_folder, "release", "dogsh")
    binaries = {"working tree": os.path.join(root, ".build", "release", "dogsh"), "baseline": baseline}
    work = tempfile.mkdtemp(prefix="dogsh-bench-baseline-")
    helpers.build_bare_readline(work)
    hello = os.path.join(work, "hello.swift")
    with open(hello, "w") as file:
        file.write('print("hello")\n')
    subprocess.run([helpers.SWIFTC, "-O", "-static-stdlib", hello, "-o", os.path.join(work, "hello-static")],
                   cwd=work, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    environment = helpers.isolated_environment(work)
    evict_from_page_cache(list(binaries.values()) + [twin, os.path.join(work, "hello-static"), os.path.join(work, "bare-readline")])
    # A returning user: each binary's favorites database exists before anything is timed.
    for binary in binaries.values():
        subprocess.run([binary, "-c", "where"], env=environment, check=True, stdout=subprocess.DEVNULL)
    head = subprocess.run(["git", "describe", "--always", "--dirty"], cwd=root, capture_output=True, text=True).stdout.strip()
    print(f"dogsh at {head} (working tree) against {revision} ({commit}), interleaved run by run, {time.strftime('%Y-%m-%d %H:%M')},"
          f" {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the start")
    print(f"   {'figure':<34} {'working tree: median [IQR]':>30}  {'baseline: median [IQR]':>30}  ratio")
    replay_figure(binaries, environment, work, max(5, runs // 10))
    command_figure(binaries, twin, environment, os.path.join(work, "hello-static"), runs)
    prompt_figure(binaries, twin, environment, os.path.join(work, "bare-readline"), runs, helpers.prompt_medians)
    scan_figure(binaries, environment, work, max(5, runs // 10))
    print(f"   load average {os.getloadavg()[0]:.1f} at the end")
    subprocess.run(["rm", "-rf", work])

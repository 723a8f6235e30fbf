"""Builds the compiled rules core (and the solver and game engine on top of it) on install."""

from setuptools import Extension, find_packages, setup

# Every top-level package of the checkout, and data/ shipped as the package ``paiju_data``
# (fonts, collections, rules help) so a wheel carries it too.
PACKAGES = find_packages(exclude=["tests", "tests.*", "scripts", "scripts.*", "data", "data.*",
                                  "build", "build.*", "docs", "docs.*"])
# Folders of files without Python code inside the packages. setuptools treats every folder
# as an importable (namespace) package, so each is declared as one; the files it ships are
# listed under its name in pyproject.toml's [tool.setuptools.package-data].
DATA_FOLDERS = ["paiju_data.collections", "paiju_data.fonts", "paiju_data.openings",
                "paiju_data.rules", "xiangqi.src", "solver.src", "engine.src", "ui.i18n",
                "server.static", "paiju.tablebase.src"]

CFLAGS = ["-O3", "-std=c11", "-Wall", "-Wno-unused-function"]

setup(
    packages=[*PACKAGES, "paiju_data", *DATA_FOLDERS],
    package_dir={"paiju_data": "data"},
    ext_modules=[
        Extension(
            "xiangqi._core",
            sources=["xiangqi/src/position.c", "xiangqi/src/coremodule.c"],
            include_dirs=["xiangqi/src"],
            extra_compile_args=CFLAGS,
        ),
        Extension(
            "xiangqi._tk",
            sources=["xiangqi/src/tk_core.c", "xiangqi/src/tk_search.c", "xiangqi/src/tk_module.c"],
            include_dirs=["xiangqi/src"],
            extra_compile_args=CFLAGS,
        ),
        Extension(
            "solver._prover",
            sources=["xiangqi/src/position.c", "solver/src/prover.c", "solver/src/dfpn.c",
                     "solver/src/provermodule.c"],
            include_dirs=["xiangqi/src", "solver/src"],
            extra_compile_args=CFLAGS,
        ),
        Extension(
            "engine._search",
            sources=["xiangqi/src/position.c", "engine/src/search.c", "engine/src/eval.c",
                     "engine/src/enginemodule.c"],
            include_dirs=["xiangqi/src", "engine/src"],
            extra_compile_args=CFLAGS,
            libraries=["m"],
        ),
        # Endgame tablebases (issue 42): its own extension until the native ones are one.
        Extension(
            "paiju.tablebase._tb",
            sources=["xiangqi/src/position.c", "paiju/tablebase/src/tb.c",
                     "paiju/tablebase/src/tbmodule.c"],
            include_dirs=["xiangqi/src", "paiju/tablebase/src"],
            extra_compile_args=CFLAGS,
        ),
    ]
)

"""Builds the one compiled extension, paiju._native (rules core, Three Kingdoms, mate prover,
game search, endgame tablebases, from the C sources of paiju/native/), on install."""

from setuptools import Extension, find_packages, setup

# Every package under the one import root ``paiju`` (paiju/data/ included: fonts, collections,
# rules help, so a wheel carries them too).
PACKAGES = find_packages(include=["paiju", "paiju.*"])
# Folders of files without Python code inside the packages. setuptools treats every folder
# as an importable (namespace) package, so each is declared as one; the files it ships are
# listed under its name in pyproject.toml's [tool.setuptools.package-data].
DATA_FOLDERS = ["paiju.data.collections", "paiju.data.fonts", "paiju.data.openings",
                "paiju.data.rules", "paiju.native", "paiju.ui.i18n",
                "paiju.server.static"]

CFLAGS = ["-O3", "-std=c11", "-Wall", "-Wno-unused-function"]
NATIVE = "paiju/native"

# nativemodule.c holds the one PyInit; each *module.c adds its part of the API.
SOURCES = ["position.c", "coremodule.c", "tk_core.c", "tk_search.c", "tk_module.c", "prover.c",
           "dfpn.c", "provermodule.c", "search.c", "search_tb.c", "eval.c", "enginemodule.c",
           "tb.c", "tbmodule.c", "nativemodule.c"]

setup(
    packages=[*PACKAGES, *DATA_FOLDERS],
    ext_modules=[
        Extension(
            "paiju._native",
            sources=[f"{NATIVE}/{name}" for name in SOURCES],
            include_dirs=[NATIVE],
            extra_compile_args=CFLAGS,
            libraries=["m"],
        ),
    ]
)

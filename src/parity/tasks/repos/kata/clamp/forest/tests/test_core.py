from kata_clamp.core import forest


def test_forest_0():
    assert forest(1) == 2


def test_forest_1():
    assert forest(2) == 2


def test_forest_2():
    assert forest(3) == 3


def test_forest_3():
    assert forest(14) == 14


def test_forest_4():
    assert forest(15) == 15


def test_forest_5():
    assert forest(16) == 15

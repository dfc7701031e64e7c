from kata_bonus.core import forest


def test_forest_0():
    assert forest(12) == 15


def test_forest_1():
    assert forest(50) == 62


def test_forest_2():
    assert forest(47) == 58


def test_forest_3():
    assert forest(48) == 60


def test_forest_4():
    assert forest(24, 5) == 30


def test_forest_5():
    assert forest(24, 6) == 36

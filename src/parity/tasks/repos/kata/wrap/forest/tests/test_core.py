from kata_wrap.core import forest


def test_forest_0():
    assert forest(23) == 4


def test_forest_1():
    assert forest(-9) == 5


def test_forest_2():
    assert forest(22) == 3


def test_forest_3():
    assert forest(15) == 7


def test_forest_4():
    assert forest(0) == 3


def test_forest_5():
    assert forest(10, 4, 2) == 0

from kata_discount.core import forest


def test_forest_0():
    assert forest(5, 6) == 30


def test_forest_1():
    assert forest(37, 3) == 111


def test_forest_2():
    assert forest(38, 8) == 304


def test_forest_3():
    assert forest(23, 2) == 46


def test_forest_4():
    assert forest(39, 12) == 390


def test_forest_5():
    assert forest(20, 8) == 160

from kata_discount.core import forest


def test_forest_0():
    assert forest(17, 8) == 109


def test_forest_1():
    assert forest(31, 10) == 248


def test_forest_2():
    assert forest(28, 12) == 269


def test_forest_3():
    assert forest(24, 12) == 231


def test_forest_4():
    assert forest(18, 11) == 159


def test_forest_5():
    assert forest(20, 6) == 120

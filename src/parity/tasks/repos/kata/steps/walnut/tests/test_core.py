from kata_steps.core import walnut


def test_walnut_0():
    assert walnut(5, 7) == [20, 24]


def test_walnut_1():
    assert walnut(3, 10) == [12, 16, 20, 24, 28, 32, 36]


def test_walnut_2():
    assert walnut(0, 5) == [0, 4, 8, 12, 16]


def test_walnut_3():
    assert walnut(0, 0) == []


def test_walnut_4():
    assert walnut(0, 9) == [0, 4, 8, 12, 16, 20, 24, 28, 32]


def test_walnut_5():
    assert walnut(0, 3) == [0, 4, 8]

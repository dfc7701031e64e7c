from kata_steps.core import wagon


def test_wagon_0():
    assert wagon(0, 9) == [0, 10, 20, 30, 40]


def test_wagon_1():
    assert wagon(6, 11) == [30, 40, 50]


def test_wagon_2():
    assert wagon(5, 8) == [25, 35]


def test_wagon_3():
    assert wagon(2, 5) == [10, 20]


def test_wagon_4():
    assert wagon(5, 12) == [25, 35, 45, 55]


def test_wagon_5():
    assert wagon(5, 6) == [25]

from kata_steps.core import shadow


def test_shadow_0():
    assert shadow(3, 11) == [15, 25, 35, 45]


def test_shadow_1():
    assert shadow(2, 10) == [10, 20, 30, 40]


def test_shadow_2():
    assert shadow(6, 14) == [30, 40, 50, 60]


def test_shadow_3():
    assert shadow(0, 9) == [0, 10, 20, 30, 40]


def test_shadow_4():
    assert shadow(1, 10) == [5, 15, 25, 35, 45]


def test_shadow_5():
    assert shadow(6, 12) == [30, 40, 50]

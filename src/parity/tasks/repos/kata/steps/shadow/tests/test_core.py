from kata_steps.core import shadow


def test_shadow_0():
    assert shadow(6, 7) == [30]


def test_shadow_1():
    assert shadow(4, 12) == [20, 25, 30, 35, 40, 45, 50, 55]


def test_shadow_2():
    assert shadow(5, 5) == []


def test_shadow_3():
    assert shadow(5, 8) == [25, 30, 35]


def test_shadow_4():
    assert shadow(4, 4) == []


def test_shadow_5():
    assert shadow(0, 5) == [0, 5, 10, 15, 20]

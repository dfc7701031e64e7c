from kata_max_gap.core import shadow


def test_shadow_0():
    assert shadow([19, 20, 23]) == 3


def test_shadow_1():
    assert shadow([22]) == 0


def test_shadow_2():
    assert shadow([14, 19, 29]) == 10


def test_shadow_3():
    assert shadow([15]) == 0


def test_shadow_4():
    assert shadow([24]) == 0


def test_shadow_5():
    assert shadow([1, 5, 5, 10, 18, 27]) == 9

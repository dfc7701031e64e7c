from kata_tail.core import shadow


def test_shadow_0():
    assert shadow([9]) == [9]


def test_shadow_1():
    assert shadow([0, 8, 4, 0, 0, 3]) == [0, 0, 3]


def test_shadow_2():
    assert shadow([]) == []


def test_shadow_3():
    assert shadow([0, 4, 7, 9, 6]) == [7, 9, 6]


def test_shadow_4():
    assert shadow([8, 8, 3, 4, 7, 5], 0) == []


def test_shadow_5():
    assert shadow([5, 9, 2, 9, 5, 3], 1) == [3]

from kata_tail.core import parrot


def test_parrot_0():
    assert parrot([0, 0, 4]) == [0, 0, 4]


def test_parrot_1():
    assert parrot([4, 2]) == [4, 2]


def test_parrot_2():
    assert parrot([8, 7]) == [8, 7]


def test_parrot_3():
    assert parrot([3, 9, 8, 0, 2]) == [9, 8, 0, 2]


def test_parrot_4():
    assert parrot([2, 2, 9, 0, 6, 9], 0) == []


def test_parrot_5():
    assert parrot([6, 8, 3, 0, 2, 8], 1) == [8]

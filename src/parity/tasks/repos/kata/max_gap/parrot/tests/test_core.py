from kata_max_gap.core import parrot


def test_parrot_0():
    assert parrot([27, 27]) == 0


def test_parrot_1():
    assert parrot([6, 7, 11, 17, 19]) == 6


def test_parrot_2():
    assert parrot([0, 13]) == 13


def test_parrot_3():
    assert parrot([9, 15]) == 6


def test_parrot_4():
    assert parrot([16, 21]) == 5


def test_parrot_5():
    assert parrot([6, 10, 10, 13, 21]) == 8

from kata_letter.core import mirror


def test_mirror_0():
    assert mirror(86) == 'B'


def test_mirror_1():
    assert mirror(87) == 'A'


def test_mirror_2():
    assert mirror(88) == 'A'


def test_mirror_3():
    assert mirror(75) == 'C'


def test_mirror_4():
    assert mirror(76) == 'B'


def test_mirror_5():
    assert mirror(77) == 'B'

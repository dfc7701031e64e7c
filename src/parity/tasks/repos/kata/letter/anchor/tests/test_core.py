from kata_letter.core import anchor


def test_anchor_0():
    assert anchor(81) == 'B'


def test_anchor_1():
    assert anchor(82) == 'A'


def test_anchor_2():
    assert anchor(83) == 'A'


def test_anchor_3():
    assert anchor(74) == 'C'


def test_anchor_4():
    assert anchor(75) == 'B'


def test_anchor_5():
    assert anchor(76) == 'B'

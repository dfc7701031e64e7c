from kata_letter.pick_price import pick_price


def test_pick_price_0():
    assert pick_price(92) == 'B'


def test_pick_price_1():
    assert pick_price(93) == 'A'


def test_pick_price_2():
    assert pick_price(94) == 'A'


def test_pick_price_3():
    assert pick_price(86) == 'C'


def test_pick_price_4():
    assert pick_price(87) == 'B'


def test_pick_price_5():
    assert pick_price(88) == 'B'
